import { Fragment } from 'react';

/** A legal text as written (api/resources/texts): paragraphs split by blank lines, "## " starting a heading. */
export function LegalText({ text }: { text: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <>
      {blocks.map((block, index) => (
        <Fragment key={index}>
          {block.startsWith('## ') ? (
            <h3 className="mt-4 font-semibold text-ink first:mt-0">{block.slice(3)}</h3>
          ) : (
            <p className="mt-2 whitespace-pre-line">{block}</p>
          )}
        </Fragment>
      ))}
    </>
  );
}
