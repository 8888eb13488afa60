import { describe, expect, it } from 'vitest';
import { cleanText, descriptionText } from './text';

describe('descriptionText', () => {
  it('keeps list items and paragraphs apart, as shops write them', () => {
    expect(descriptionText('<ul><li>100% poliéster</li><li>La modelo mide 1,75 m y usa talle S</li></ul>')).toBe(
      '100% poliéster\nLa modelo mide 1,75 m y usa talle S',
    );
    expect(descriptionText('<p>Vestido midi de lino.</p><p>Lavar a mano.</p>')).toBe('Vestido midi de lino.\n\nLavar a mano.');
    expect(descriptionText('<p>Composición:</p><ul><li>Lino 70%</li><li>Algodón 30%</li></ul><p>Hecho en Argentina.</p>')).toBe(
      'Composición:\n\nLino 70%\nAlgodón 30%\n\nHecho en Argentina.',
    );
    expect(descriptionText('Tiro alto<br>Bolsillos laterales<br/>Cierre YKK')).toBe('Tiro alto\nBolsillos laterales\nCierre YKK');
  });

  it('keeps words within a line together, decodes entities and drops what no one reads', () => {
    expect(descriptionText('<p>Camisa <strong>de lino</strong>&nbsp;lavado &amp; suave</p>')).toBe('Camisa de lino lavado & suave');
    expect(descriptionText('<div>Talle único</div><script>track()</script><style>p{}</style>')).toBe('Talle único');
    expect(descriptionText('<table><tr><td>Largo</td><td>110 cm</td></tr><tr><td>Busto</td><td>92 cm</td></tr></table>')).toBe('Largo 110 cm\nBusto 92 cm');
  });

  it('keeps the line breaks of plain text where a sentence or an item ends, tidied, and joins a wrapped sentence', () => {
    expect(descriptionText('Primera línea.  \r\n\r\n\r\n  Segunda   línea.\n')).toBe('Primera línea.\n\nSegunda línea.');
    expect(descriptionText('Camisa amplia,\nde lino.')).toBe('Camisa amplia, de lino.');
    expect(descriptionText('Suave.\nLavar a mano.')).toBe('Suave.\nLavar a mano.');
    expect(descriptionText('Composición\n- Lino 70%\n- Algodón 30%')).toBe('Composición\n- Lino 70%\n- Algodón 30%');
    expect(cleanText('<li>a</li><li>b</li>')).toBe('ab');
  });
});
