import { describe, expect, it } from 'vitest';
import { statedLanguage, writtenLanguage } from './language';

describe('the language a shop states', () => {
  it.each([
    ['<!doctype html><html class="no-js" lang="en-GB" dir="ltr"><head>', 'en'],
    ['<html lang=fr><body>', 'fr'],
    ["<html data-theme='x' lang='it_IT'>", 'it'],
    ['<html><head><meta property="og:locale" content="es_AR" />', 'es'],
    ['<html><head><meta content="fr_FR" property="og:locale">', 'fr'],
    ['<html><script>Shopify.locale = "it";Shopify.currency = {"active":"EUR"};</script>', 'it'],
    ['<script>__RUNTIME__ = {"culture": {"availableLocales": [], "country": "ARG", "language": "es-AR", "currency": "ARS"}}</script>', 'es'],
    ['<?xml version="1.0"?><rss version="2.0"><channel><title>Shop</title><language>en-gb</language>', 'en'],
    ['<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">', 'fr'],
  ])('reads %s as %s', (text, language) => {
    expect(statedLanguage(text)).toBe(language);
  });

  it('says nothing where none is stated, or one the site does not speak is', () => {
    expect(statedLanguage('<html><head><title>Tienda</title></head></html>')).toBeNull();
    expect(statedLanguage('<html lang="de-DE"><head><meta property="og:locale" content="es_ES">')).toBeNull();
    expect(statedLanguage('id\ttitle\tprice\n1\tCamisa\t10 ARS\n')).toBeNull();
  });

  it('reads the page’s own lang before any script’s', () => {
    expect(statedLanguage('<html lang="fr"><script>Shopify.locale = "en";</script>')).toBe('fr');
  });
});

describe('the language products are written in', () => {
  const descriptions = {
    es: [
      'Camisa de lino lavado con botones de nácar y cuello italiano.',
      'Vestido midi de viscosa con escote en V y manga corta. La modelo mide 1,75 m y lleva talle S.',
      'Pantalón de tiro alto con pinzas y bolsillos laterales, ideal para la oficina.',
    ],
    en: [
      'Washed linen shirt with mother-of-pearl buttons and a cutaway collar.',
      'Viscose midi dress with a V neckline and short sleeves. The model is 175 cm tall and wears a size S.',
      'High-waisted trousers with pleats and side pockets, made for the office.',
    ],
    it: [
      'Camicia in lino lavato con bottoni in madreperla e colletto alla francese.',
      'Abito midi in viscosa con scollo a V e maniche corte. La modella è alta 175 cm e indossa la taglia S.',
      'Pantaloni a vita alta con pinces e tasche laterali, perfetti per l’ufficio.',
    ],
    fr: [
      'Chemise en lin lavé avec boutons en nacre et col italien.',
      'Robe midi en viscose avec décolleté en V et manches courtes. Le mannequin mesure 1,75 m et porte une taille S.',
      'Pantalon taille haute à pinces avec poches latérales, idéal pour le bureau.',
    ],
  } as const;

  it.each(Object.entries(descriptions))('tells %s from its products’ descriptions', (language, texts) => {
    expect(writtenLanguage(texts)).toBe(language);
  });

  it('tells nothing from a few names alone', () => {
    expect(writtenLanguage(['Top Amalfi', 'Vestido Lino', 'Jean Mom'])).toBeNull();
  });
});
