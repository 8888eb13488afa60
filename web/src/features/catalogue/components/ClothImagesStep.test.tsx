import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeApi';
import type { Handler } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { ClothImage } from '../api/listClothes';
import { ClothImagesStep } from './ClothImagesStep';

const image = (name: string) => ({ name: `${name}.webp`, thumb: `${name}-t.webp`, url: `/images/${name}.webp`, thumbUrl: `/images/${name}-t.webp` });
const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });
const tooManyUploads = () =>
  new Response(JSON.stringify({ code: 'RATE_LIMITED', message: 'Too many uploads. Please try again later.' }), {
    status: 429,
    headers: { 'Content-Type': 'application/json', 'Retry-After': '1200' },
  });

function Step() {
  const [images, setImages] = useState<ClothImage[]>([]);
  return <ClothImagesStep images={images} error={undefined} missing={new Set()} onChange={setImages} />;
}

async function openStep(routes: Record<string, Handler>) {
  const view = await renderWithProviders(<Step />, { routes });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const uploads = (view: Awaited<ReturnType<typeof openStep>>) => view.api.requests.filter((request) => request.url.pathname === '/api/admin/images');

beforeEach(() => window.localStorage.setItem('user-lang', 'en'));

describe('the upload limit on the images step', () => {
  it('says the hourly limit is reached and when to try again, keeps what was uploaded, and sends no more of the batch', async () => {
    let stored = 0;
    const view = await openStep({ 'POST /api/admin/images': () => (stored++ === 0 ? json(201, image('a1')) : tooManyUploads()) });
    await view.user.upload(screen.getByLabelText('Upload images'), [jpeg('one.jpg'), jpeg('two.jpg'), jpeg('three.jpg')]);

    expect((await screen.findByRole('alert')).textContent).toBe('You have uploaded as many images as you can in an hour. Please try again in 20 minutes.');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Image 1']);
    expect(uploads(view)).toHaveLength(2);
  });

  it('says the same for an image by URL, which shares the budget', async () => {
    const view = await openStep({ 'POST /api/admin/images/from-url': tooManyUploads });
    await view.user.click(screen.getByLabelText('Image URL'));
    await view.user.paste('https://example.com/dress.jpg');
    await view.user.click(screen.getByRole('button', { name: 'Add from URL' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have uploaded as many images as you can in an hour. Please try again in 20 minutes.');
  });

  it('goes on with the batch after a file the server cannot read, saying so (here in Spanish)', async () => {
    window.localStorage.setItem('user-lang', 'es');
    let sent = 0;
    const view = await openStep({
      'POST /api/admin/images': () => (sent++ === 0 ? json(400, { code: 'INVALID_IMAGE', message: 'Not an image' }) : json(201, image(`b${sent}`))),
    });
    await view.user.upload(screen.getByLabelText('Subir imágenes'), [jpeg('broken.jpg'), jpeg('fine.jpg')]);
    expect(await screen.findByRole('img', { name: 'Imagen 1' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('No se pudo subir la imagen. Usa JPEG, PNG, WebP o AVIF de hasta 10 MB.');
    expect(uploads(view)).toHaveLength(2);
  });
});
