declare module "vnu-jar" {
  /** The path of vnu.jar, the Nu HTML Checker. */
  const jar: string;
  export default jar;
}
