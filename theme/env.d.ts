// Stylesheets are bundled by Rsbuild; TypeScript only needs to know the imports exist.
declare module '*.css';
