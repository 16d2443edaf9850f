import { parseNote } from '../utils/parse-note';
import styles from './note-content.module.css';

/** A platform document rendered as plain React elements (no HTML from the server ever reaches the DOM). */
export function NoteContent({ content }: { content: string }) {
  const blocks = parseNote(content);
  return (
    <div className={styles.doc}>
      {blocks.map((block, i) => {
        if (block.kind === 'heading') return <h3 key={i}>{block.text}</h3>;
        if (block.kind === 'list') {
          return (
            <ul key={i}>
              {block.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={i}>{block.text}</p>;
      })}
    </div>
  );
}
