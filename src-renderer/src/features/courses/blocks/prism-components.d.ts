// Prism's language files are scripts that extend the global Prism; they export nothing.
declare module 'prismjs/components/*';
