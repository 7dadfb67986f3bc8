/** A stylesheet imported with `?url` (lazy.tsx): the build's hashed URL of the file, processed and minified. */
declare module '*.css?url' {
  const url: string;
  export default url;
}
