/**
 * A small HTML tree for tests that run without a browser: rendered templates parsed into elements that answer
 * the DOM calls Foundry's tracker application, the game systems' tracker fakes (test/fakes/systems/) and the
 * tests make: selectors of tags, classes, ids and attributes joined by descendant or child combinators, in
 * comma lists; `closest`, `matches`, `dataset`, `classList`, attributes, text; moving, adding and removing
 * elements; listeners with bubbling. A selector it cannot read throws, and so does any other member (the
 * fakes' strict style, test/fakes/strict.ts): nothing runs on a guess.
 */
import { strict } from "./strict";

const VOID = new Set(["area", "base", "br", "col", "hr", "img", "input", "link", "meta", "source", "wbr"]);
const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

const decode = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name.startsWith("#x") || name.startsWith("#X")
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith("#")
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name] ?? whole),
  );

/** An event as listeners and ApplicationV2's action handlers read it. */
export interface FakeEvent {
  readonly type: string;
  readonly target: FakeElement;
  currentTarget: FakeElement | null;
  readonly detail: number;
  stopped: boolean;
  prevented: boolean;
  stopPropagation(): void;
  preventDefault(): void;
}

export function fakeEvent(type: string, target: FakeElement, detail = 1): FakeEvent {
  return {
    type,
    target,
    currentTarget: null,
    detail,
    stopped: false,
    prevented: false,
    stopPropagation() {
      this.stopped = true;
    },
    preventDefault() {
      this.prevented = true;
    },
  };
}

type Node = FakeElement | string;
type Listener = (event: FakeEvent) => unknown;

/** A compound selector: a tag, classes, ids and attribute tests (`[name]`, `[name=value]`). */
interface Compound {
  readonly tag: string | null;
  readonly classes: readonly string[];
  readonly ids: readonly string[];
  readonly attrs: readonly { readonly name: string; readonly value: string | null }[];
}
/** A complex selector, right to left: each compound with the combinator to the one on its left. */
type Complex = { readonly compound: Compound; readonly combinator: " " | ">" }[];

function parseCompound(text: string, selector: string): Compound {
  const tag = /^[a-z][\w-]*/i.exec(text)?.[0] ?? null;
  const compound = { tag: tag?.toLowerCase() ?? null, classes: [] as string[], ids: [] as string[] };
  const attrs: { name: string; value: string | null }[] = [];
  const parts = /\.([\w-]+)|#([\w-]+)|\[([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([\w-]+)))?\]/gy;
  parts.lastIndex = tag?.length ?? 0;
  while (parts.lastIndex < text.length) {
    const m = parts.exec(text);
    if (!m) throw new Error(`The DOM fake cannot read the selector ${selector}`);
    if (m[1]) compound.classes.push(m[1]);
    else if (m[2]) compound.ids.push(m[2]);
    else attrs.push({ name: m[3]!.toLowerCase(), value: m[4] ?? m[5] ?? m[6] ?? null });
  }
  return { ...compound, attrs };
}

/** Splits `text` at `separator` where it is not inside a quoted value. */
function splitOutsideQuotes(text: string, separator: RegExp): string[] {
  return text.match(new RegExp(`(?:"[^"]*"|'[^']*'|(?!${separator.source})[^"'])+`, "g")) ?? [];
}

/** A complex selector ("ol.combat-tracker > li"), its compounds right to left. */
function parseComplex(text: string, selector: string): Complex {
  const tokens = text.trim().match(/\s*>\s*|\s+|(?:"[^"]*"|'[^']*'|[^\s>"'])+/g) ?? [];
  const steps: Complex = [];
  let combinator: " " | ">" = " ";
  for (const token of tokens) {
    if (token.trim() === ">") combinator = ">";
    else if (token.trim() === "") continue;
    else {
      // The combinator read before a compound joins it to the one on its left.
      steps.unshift({ compound: parseCompound(token, selector), combinator });
      combinator = " ";
    }
  }
  return steps;
}

/** A selector list as complex selectors. */
function parseSelector(selector: string): Complex[] {
  return splitOutsideQuotes(selector, /,/).map((complex) => parseComplex(complex, selector));
}

function matchesCompound(el: FakeElement, c: Compound): boolean {
  if (c.tag !== null && el.localName !== c.tag) return false;
  if (!c.classes.every((name) => el.classList.contains(name))) return false;
  if (!c.ids.every((id) => el.getAttribute("id") === id)) return false;
  return c.attrs.every(({ name, value }) =>
    value === null ? el.hasAttribute(name) : el.getAttribute(name) === value,
  );
}

function matchesComplex(el: FakeElement, complex: Complex, k = 0): boolean {
  const step = complex[k]!;
  if (!matchesCompound(el, step.compound)) return false;
  if (k === complex.length - 1) return true;
  if (step.combinator === ">") return el.parent !== null && matchesComplex(el.parent, complex, k + 1);
  for (let up = el.parent; up !== null; up = up.parent) if (matchesComplex(up, complex, k + 1)) return true;
  return false;
}

export class FakeElement {
  parent: FakeElement | null = null;
  nodes: Node[] = [];
  private readonly attrs = new Map<string, string>();
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly localName: string) {
    return strict(this, `<${localName}>`);
  }

  get tagName(): string {
    return this.localName.toUpperCase();
  }
  get children(): FakeElement[] {
    return this.nodes.filter((n): n is FakeElement => typeof n !== "string");
  }
  getAttribute(name: string): string | null {
    return this.attrs.get(name.toLowerCase()) ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.attrs.set(name.toLowerCase(), value);
  }
  hasAttribute(name: string): boolean {
    return this.attrs.has(name.toLowerCase());
  }
  removeAttribute(name: string): void {
    this.attrs.delete(name.toLowerCase());
  }
  /** `HTMLElement#hidden`: reflects the `hidden` attribute. */
  get hidden(): boolean {
    return this.hasAttribute("hidden");
  }
  set hidden(value: boolean) {
    if (value) this.setAttribute("hidden", "");
    else this.removeAttribute("hidden");
  }
  /** `HTMLElement#dataset`: the data-* attributes by their camel-cased names. */
  get dataset(): Record<string, string | undefined> {
    const attr = (key: string) => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    return new Proxy({} as Record<string, string | undefined>, {
      get: (_t, key) => (typeof key === "string" ? (this.getAttribute(attr(key)) ?? undefined) : undefined),
      set: (_t, key, value) => (this.setAttribute(attr(String(key)), String(value)), true),
      has: (_t, key) => typeof key === "string" && this.hasAttribute(attr(key)),
      ownKeys: () =>
        [...this.attrs.keys()]
          .filter((name) => name.startsWith("data-"))
          .map((name) => name.slice(5).replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())),
      getOwnPropertyDescriptor: (_t, key) =>
        typeof key === "string" && this.hasAttribute(attr(key))
          ? { value: this.getAttribute(attr(key)), enumerable: true, configurable: true, writable: true }
          : undefined,
    });
  }
  get classList() {
    const names = () => (this.getAttribute("class") ?? "").split(/\s+/).filter((n) => n !== "");
    const write = (list: string[]) => this.setAttribute("class", list.join(" "));
    return strict(
      {
        contains: (name: string) => names().includes(name),
        add: (...add: string[]) => write([...new Set([...names(), ...add])]),
        remove: (...drop: string[]) => write(names().filter((n) => !drop.includes(n))),
        toggle: (name: string, force?: boolean) => {
          const on = force ?? !names().includes(name);
          write(on ? [...new Set([...names(), name])] : names().filter((n) => n !== name));
          return on;
        },
      },
      "DOMTokenList",
    );
  }
  get textContent(): string {
    return this.nodes.map((n) => (typeof n === "string" ? decode(n) : n.textContent)).join("");
  }
  set innerHTML(html: string) {
    this.replaceChildren(...parseNodes(html));
  }
  matches(selector: string): boolean {
    return parseSelector(selector).some((c) => matchesComplex(this, c));
  }
  closest(selector: string): FakeElement | null {
    const list = parseSelector(selector);
    return this.lineage().find((el) => list.some((c) => matchesComplex(el, c))) ?? null;
  }
  /** This element, then its parent, and so on up. */
  lineage(): FakeElement[] {
    const up = this.parent?.lineage() ?? [];
    return [this, ...up];
  }
  /** Descendants in document order. */
  descendants(): FakeElement[] {
    return this.children.flatMap((child) => [child, ...child.descendants()]);
  }
  querySelectorAll(selector: string): FakeElement[] {
    const list = parseSelector(selector);
    return this.descendants().filter((el) => list.some((c) => matchesComplex(el, c)));
  }
  querySelector(selector: string): FakeElement | null {
    return this.querySelectorAll(selector)[0] ?? null;
  }
  contains(other: FakeElement): boolean {
    return other.lineage().includes(this);
  }
  remove(): void {
    if (this.parent) this.parent.nodes = this.parent.nodes.filter((n) => n !== this);
    this.parent = null;
  }
  append(...nodes: Node[]): void {
    for (const n of nodes) this.adopt(n);
    this.nodes.push(...nodes);
  }
  replaceChildren(...nodes: Node[]): void {
    for (const n of this.nodes) if (typeof n !== "string") n.parent = null;
    this.nodes = [];
    this.append(...nodes);
  }
  before(...nodes: Node[]): void {
    this.insertBeside(nodes, 0);
  }
  after(...nodes: Node[]): void {
    this.insertBeside(nodes, 1);
  }
  replaceWith(node: FakeElement): void {
    this.insertBeside([node], 0);
    this.remove();
  }
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  /** Bubbles `event` from this element up, as the browser does; resolves when async listeners have. */
  async dispatch(event: FakeEvent): Promise<void> {
    for (const el of this.lineage()) {
      if (event.stopped) return;
      event.currentTarget = el;
      for (const listener of el.listeners.get(event.type) ?? []) await listener(event);
    }
  }
  private adopt(node: Node) {
    if (typeof node === "string") return;
    node.remove();
    node.parent = this;
  }
  private insertBeside(nodes: Node[], offset: number) {
    const parent = this.parent;
    if (!parent) throw new Error("The DOM fake inserts beside an element that has a parent only");
    for (const n of nodes) parent.adopt(n);
    parent.nodes.splice(parent.nodes.indexOf(this) + offset, 0, ...nodes);
  }
}

/** Parses HTML into nodes (text kept as is; comments dropped; unclosed elements closed at the end). */
function parseNodes(html: string): Node[] {
  const root = new FakeElement("#fragment");
  let open = root;
  const tags =
    /<!--[\s\S]*?-->|<\/([a-z][\w-]*)\s*>|<([a-z][\w-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>|[^<]+/giy;
  for (let m = tags.exec(html); m !== null && m[0] !== ""; m = tags.exec(html)) {
    const [whole, closing, tag, attrs, selfClosing] = m;
    if (closing) {
      let el: FakeElement | null = open;
      while (el !== null && el !== root && el.localName !== closing.toLowerCase()) el = el.parent;
      if (el !== null && el !== root) open = el.parent!;
    } else if (tag) {
      const el = new FakeElement(tag.toLowerCase());
      for (const a of (attrs ?? "").matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g))
        el.setAttribute(a[1]!, decode(a[2] ?? a[3] ?? a[4] ?? ""));
      open.append(el);
      if (!VOID.has(el.localName) && !selfClosing) open = el;
    } else if (!whole.startsWith("<!--")) open.append(whole);
  }
  return [...root.nodes];
}

/** The elements of some HTML, as `template.content.children` gives them. */
export function parseHTML(html: string): FakeElement[] {
  return parseNodes(html).filter((n): n is FakeElement => typeof n !== "string");
}

/** `document.createElement`. */
export const createElement = (tag: string) => new FakeElement(tag.toLowerCase());
