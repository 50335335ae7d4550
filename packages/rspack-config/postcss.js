// Tailwind 4 through PostCSS; every app's postcss.config.js re-exports this.
export default { plugins: { '@tailwindcss/postcss': {} } };
