/**
 * A day page's text in two parts: Turnkeeper's list of the day's entries (the record day template's
 * `ol.tk-record__entries`), which it writes anew with each change, and whatever else the page holds, which is
 * the GM's and which Turnkeeper never writes: kept, after its list, as the GM left it. Imports nothing at run
 * time (the record store's chunk).
 */

/** Turnkeeper's list on a page: the first `ol` with the class `tk-record__entries` (no list nests in it). */
const LIST = /<ol\b[^>]*\bclass="[^"]*\btk-record__entries\b[^"]*"[^>]*>[\s\S]*?<\/ol>/;

/**
 * What the GM wrote on a page: its text without Turnkeeper's list. Should an editor have changed the list past
 * finding, the whole text is the GM's, so nothing of theirs is ever lost.
 */
export function gmText(content: string): string {
  return content.replace(LIST, "").trim();
}

/** A page's text: Turnkeeper's list of the day, then what the GM wrote there. */
export function pageText(list: string, gm: string): string {
  return gm === "" ? list : `${list} ${gm}`;
}
