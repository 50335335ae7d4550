export { default } from '@site/rspack-config/postcss';
