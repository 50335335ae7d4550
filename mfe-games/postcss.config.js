import { areaPostcss } from '@site/rspack-config/postcss';

export default areaPostcss('games');
