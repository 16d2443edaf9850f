/**
 * A platform document. `content` is plain text: a line starting with '## ' is a section heading,
 * blank lines separate paragraphs, lines starting with '- ' are list items. No HTML.
 */
export interface NoteDoc {
  type: 1 | 2 | 3 | 4 | 5;
  title: string;
  content: string;
}
