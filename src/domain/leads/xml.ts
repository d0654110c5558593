/** A very small XML writer: enough for ADF, escaping everything a shopper can type. */

/** XML 1.0 forbids control characters other than tab, newline and return, and U+FFFE/U+FFFF. */
function allowedInXml(char: string): boolean {
  const code = char.charCodeAt(0);
  if (code === 0x09 || code === 0x0a || code === 0x0d) return true;
  return code >= 0x20 && code !== 0xfffe && code !== 0xffff;
}

export function escapeXml(value: string): string {
  return Array.from(value)
    .filter(allowedInXml)
    .join("")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export type XmlNode = {
  name: string;
  attrs?: Record<string, string | number | undefined>;
  /** Text content, or child elements. */
  children?: string | number | readonly (XmlNode | null | false)[];
};

export const el = (
  name: string,
  attrs: XmlNode["attrs"],
  children?: XmlNode["children"],
): XmlNode => ({ name, attrs, children });

function attributes(attrs: XmlNode["attrs"]): string {
  if (!attrs) return "";
  return Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join("");
}

export function renderXml(node: XmlNode, depth = 0): string {
  const pad = "  ".repeat(depth);
  const open = `${pad}<${node.name}${attributes(node.attrs)}`;
  const { children } = node;
  if (children === undefined || children === "") return `${open}/>`;
  if (typeof children === "string" || typeof children === "number") {
    return `${open}>${escapeXml(String(children))}</${node.name}>`;
  }
  const present = children.filter((c): c is XmlNode => Boolean(c));
  if (present.length === 0) return `${open}/>`;
  const inner = present.map((c) => renderXml(c, depth + 1)).join("\n");
  return `${open}>\n${inner}\n${pad}</${node.name}>`;
}
