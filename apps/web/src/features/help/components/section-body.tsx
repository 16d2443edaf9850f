import styles from '../pages/help.module.css';

type Block = { kind: 'p'; text: string } | { kind: 'ol' | 'ul'; items: string[] };

const ORDERED = /^\d+\.\s+/;
const BULLET = /^-\s+/;

/** An article section's plain text as paragraphs and lists ('1. ' numbered steps, '- ' bullets). */
export function toBlocks(body: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const kind = ORDERED.test(line) ? 'ol' : BULLET.test(line) ? 'ul' : 'p';
    const last = blocks[blocks.length - 1];
    if (kind === 'p') blocks.push({ kind, text: line });
    else if (last && last.kind === kind) last.items.push(line.replace(kind === 'ol' ? ORDERED : BULLET, ''));
    else blocks.push({ kind, items: [line.replace(kind === 'ol' ? ORDERED : BULLET, '')] });
  }
  return blocks;
}

export function SectionBody({ body }: { body: string }) {
  return (
    <>
      {toBlocks(body).map((block, i) => {
        if (block.kind === 'p') return <p key={i} className={styles.para}>{block.text}</p>;
        const items = block.items.map((item, j) => <li key={j}>{item}</li>);
        return block.kind === 'ol' ? (
          <ol key={i} className={styles.steps}>{items}</ol>
        ) : (
          <ul key={i} className={styles.bullets}>{items}</ul>
        );
      })}
    </>
  );
}
