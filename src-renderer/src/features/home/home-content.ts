import homeJson from '@resources/home/home.json';
import { homeContent } from '@shared/home/home-content';

/** The home page copy from resources/home/home.json, checked against its schema once. */
export const home = homeContent.parse(homeJson);
