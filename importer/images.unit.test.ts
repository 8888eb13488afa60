import { describe, expect, it } from 'vitest';
import { isPlaceholderImage, productImages } from './images';

describe('a product’s photos', () => {
  it('are never a platform’s “no photo” picture', () => {
    const placeholders = [
      'https://tienda.example/img/no-foto.png',
      'https://cdn.shopify.com/s/assets/no-image-2048-5e88c1b20e087fb7bbe9a3771824e743_large.gif',
      'https://cdn.shopify.com/s/files/1/0533/2089/files/placeholder-images-image_large.png?v=1530129081',
      'https://paloma.example/wp-content/uploads/woocommerce-placeholder-300x300.png',
      'https://d26lpennugtm8s.cloudfront.net/assets/stores/img/no-foto.png',
      'https://acdn.mitiendanube.com/stores/001/img/empty-placeholder.png',
      'https://nativa.vteximg.com.br/arquivos/ids/155392-500-500/sem-foto.jpg',
      'https://nativa.vteximg.com.br/arquivos/ids/155400/image-not-found.png?v=637',
      'https://maison.example/static/version1/frontend/Magento/luma/en_US/Magento_Catalog/images/product/placeholder/image.jpg',
      'https://maison.example/media/catalog/product/placeholder/default/thumb.jpg',
      'https://alba.example/img/p/es-default-home_default.jpg',
      'https://tienda.example/img/sin_imagen.jpg',
      'https://tienda.example/img/nophoto.gif',
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      'https://tienda.example/assets/spacer.gif',
      'https://tienda.example/assets/1x1.png',
    ];
    expect(placeholders.filter((url) => !isPlaceholderImage(url))).toEqual([]);
  });

  it('keep real photos, even those whose names contain the words in another sense', () => {
    const photos = [
      'https://cdn.shopify.com/s/files/1/0533/2089/products/vestido-lino.jpg?v=1',
      'https://tienda.example/img/piano-image-dress.jpg',
      'https://tienda.example/img/casino-photo-night.jpg',
      'https://nativa.vteximg.com.br/arquivos/ids/155392-500-500/camisa-azul.jpg',
      'https://maison.example/media/catalog/product/r/o/robe-lin.jpg',
      'https://tienda.example/img/remera-nonna.jpg',
      'https://alba.example/400-home_default/calcetines-pack-tres.jpg',
      'https://alba.example/img/p/1/2/12-home_default.jpg',
    ];
    expect(photos.filter(isPlaceholderImage)).toEqual([]);
  });

  it('are absolute, without repeats or stand-ins, twelve at most', () => {
    const sources = ['/a.jpg', '//cdn.example/b.jpg', '/a.jpg', '/img/no-foto.png', 42, null, ...Array.from({ length: 20 }, (_, i) => `/p${i}.jpg`)];
    const images = productImages(sources, 'https://tienda.example/productos/');
    expect(images.slice(0, 3)).toEqual(['https://tienda.example/a.jpg', 'https://cdn.example/b.jpg', 'https://tienda.example/p0.jpg']);
    expect(images).toHaveLength(12);
    expect(productImages(['/img/no-foto.png', 'https://cdn.shopify.com/s/assets/no-image-2048.gif'], 'https://tienda.example/')).toEqual([]);
  });
});
