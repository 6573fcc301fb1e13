import { CONSENT_TEXT } from '../../../domain/consent';

const PARAGRAPHS = CONSENT_TEXT.split('\n\n').map((paragraph) => {
  // Each paragraph opens with what it answers ("Was wir speichern:"), set in bold.
  const colon = paragraph.indexOf(': ');
  return colon > 0 && colon < 30
    ? { lead: paragraph.slice(0, colon + 1), rest: paragraph.slice(colon + 1) }
    : { lead: '', rest: paragraph };
});

/** The consent's exact text, wherever it is asked for or shown; its version goes with it. */
export function ConsentText({ className = '' }: { className?: string }) {
  return (
    <div className={`flex flex-col gap-2 text-sm leading-relaxed ${className}`}>
      {PARAGRAPHS.map(({ lead, rest }) => (
        <p key={rest.slice(0, 40)}>
          {lead && <strong className="font-semibold">{lead}</strong>}
          {rest}
        </p>
      ))}
    </div>
  );
}
