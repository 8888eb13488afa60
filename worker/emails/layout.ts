import { CLOTH_PHOTO } from '@vitrina/domain/catalogue/image-sizes';
import type { Language } from '@vitrina/domain/core/languages';

/** Everything one email shows, already in the reader's language; plain strings, escaped here. */
export interface EmailView {
  language: Language;
  subject: string;
  preheader: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; href: string };
  linkHint: string;
  signOff: string;
  footer: string;
  /** Where to turn this kind of email off, under the footer. */
  footerLink?: { label: string; href: string };
  /** One cloth's photo under the heading (a price drop's), a link to its page; `alt` names the cloth. */
  photo?: { src: string; href: string; alt: string };
  /** Clothes listed under the paragraphs (a digest's), each a link to its page. */
  items?: ReadonlyArray<{ name: string; brand: string; price: string; reason: string; href: string; imageUrl: string | null }>;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

// The site's editorial palette (web/src/index.css), inlined because many mail clients drop <style> blocks.
const PAPER = '#fbfaf7';
const PAPER_DEEP = '#f3f0ea';
const INK = '#1c1917';
const MUTED = '#6b645c';
const LINE = '#e4dfd6';
const ACCENT = '#9a5b3c';
const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const TABLE = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';
const BODY_TEXT = `font-family:${SANS};font-size:16px;line-height:1.6;color:${INK};`;
const SMALL_TEXT = `font-family:${SANS};font-size:13px;line-height:1.5;color:${MUTED};`;

/** A table-cell button (survives Outlook) followed by the same link in plain sight for clients that hide it. */
function actionRows(action: { label: string; href: string }, linkHint: string): string {
  const href = escapeHtml(action.href);
  return `<tr><td style="padding:12px 40px 8px;">
<table ${TABLE}><tr><td align="center" bgcolor="${INK}" style="background-color:${INK};">
<a href="${href}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:${SANS};font-size:14px;font-weight:600;letter-spacing:0.5px;color:${PAPER};text-decoration:none;">${escapeHtml(action.label)}</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:16px 40px 0;${SMALL_TEXT}">
${escapeHtml(linkHint)}<br>
<a href="${href}" target="_blank" style="color:${ACCENT};word-break:break-all;">${href}</a>
</td></tr>`;
}

/** Each cloth a row: its picture (when it has one) beside its name, brand, price and why it is listed, all one link. */
function itemRows(items: NonNullable<EmailView['items']>): string {
  const rows = items.map((item) => {
    const href = escapeHtml(item.href);
    const picture = item.imageUrl
      ? `<td width="88" valign="top" style="padding:0 16px 0 0;"><a href="${href}" target="_blank"><img src="${escapeHtml(item.imageUrl)}" width="88" alt="" style="display:block;width:88px;height:auto;border:0;background-color:${PAPER_DEEP};"></a></td>`
      : '';
    return `<tr><td style="padding:12px 0;border-top:1px solid ${LINE};">
<table ${TABLE} width="100%"><tr>${picture}<td valign="top" style="${BODY_TEXT}">
<a href="${href}" target="_blank" style="color:${INK};font-weight:600;text-decoration:none;">${escapeHtml(item.name)}</a><br>
<span style="${SMALL_TEXT}">${escapeHtml(item.brand)} · ${escapeHtml(item.price)}</span><br>
<span style="${SMALL_TEXT}color:${ACCENT};">${escapeHtml(item.reason)}</span>
</td></tr></table>
</td></tr>`;
  });
  return `<tr><td style="padding:8px 40px 8px;"><table ${TABLE} width="100%">${rows.join('\n')}</table></td></tr>`;
}

/** The thumbnail's own width, so no client scales it up. */
const PHOTO_WIDTH = CLOTH_PHOTO.thumb.width;

function photoRow(photo: NonNullable<EmailView['photo']>): string {
  return `<tr><td style="padding:20px 40px 0;"><a href="${escapeHtml(photo.href)}" target="_blank"><img src="${escapeHtml(photo.src)}" width="${PHOTO_WIDTH}" alt="${escapeHtml(photo.alt)}" style="display:block;width:${PHOTO_WIDTH}px;max-width:100%;height:auto;border:0;background-color:${PAPER_DEEP};"></a></td></tr>`;
}

function footerLinkHtml(link: { label: string; href: string }): string {
  return `<br><a href="${escapeHtml(link.href)}" target="_blank" style="color:${ACCENT};">${escapeHtml(link.label)}</a>`;
}

export function renderHtml(view: EmailView): string {
  const paragraphs = [view.greeting, ...view.paragraphs].map((paragraph) => `<p style="margin:0 0 16px;">${escapeHtml(paragraph)}</p>`).join('\n');
  return `<!DOCTYPE html>
<html lang="${view.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>${escapeHtml(view.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${PAPER_DEEP};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:${PAPER_DEEP};font-size:1px;line-height:1px;">${escapeHtml(view.preheader)}</div>
<table ${TABLE} width="100%" style="background-color:${PAPER_DEEP};">
<tr><td align="center" style="padding:32px 16px;">
<table ${TABLE} width="100%" style="max-width:560px;background-color:${PAPER};border:1px solid ${LINE};">
<tr><td align="center" style="padding:28px 40px 24px;border-bottom:1px solid ${LINE};font-family:${SERIF};font-size:22px;letter-spacing:6px;text-transform:uppercase;color:${INK};">Vitrina</td></tr>
<tr><td style="padding:36px 40px 8px;">
<h1 style="margin:0;font-family:${SERIF};font-size:26px;font-weight:normal;line-height:1.25;color:${INK};">${escapeHtml(view.heading)}</h1>
</td></tr>
${view.photo ? photoRow(view.photo) : ''}
<tr><td style="padding:16px 40px 0;${BODY_TEXT}">
${paragraphs}
</td></tr>
${view.items?.length ? itemRows(view.items) : ''}
${view.action ? actionRows(view.action, view.linkHint) : ''}
<tr><td style="padding:24px 40px 36px;${BODY_TEXT}">${escapeHtml(view.signOff)}</td></tr>
<tr><td style="padding:20px 40px 28px;border-top:1px solid ${LINE};${SMALL_TEXT}">${escapeHtml(view.footer)}${view.footerLink ? footerLinkHtml(view.footerLink) : ''}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The text part stands on its own: a reader whose client shows no HTML still gets every word and the link. */
export function renderText(view: EmailView): string {
  const blocks = [view.heading, view.greeting, ...view.paragraphs];
  for (const item of view.items ?? []) blocks.push(`${item.name} · ${item.brand} · ${item.price}\n${item.reason}\n${item.href}`);
  if (view.action) blocks.push(`${view.action.label}\n${view.action.href}`);
  blocks.push(view.signOff, `--\n${view.footer}${view.footerLink ? `\n${view.footerLink.label}: ${view.footerLink.href}` : ''}`);
  return `${blocks.join('\n\n')}\n`;
}
