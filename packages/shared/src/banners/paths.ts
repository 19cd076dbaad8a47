import { apiPath } from '../platform/api-path';

/** Banners' API paths (spec 001 §7), registered by the server and called by the web app. */
export const bannerPaths = {
  banners: apiPath('/api/auth/config/plataforma/bannersCustom/index/:tenant'),
  banner: apiPath('/api/auth/config/plataforma/bannersCustom/get/:tenant/:bannerId'),
  newBanner: apiPath('/api/auth/config/plataforma/bannersCustom/create'),
  bannerUpdate: apiPath('/api/auth/config/plataforma/bannersCustom/update/:id'),
  bannerRemoval: apiPath('/api/auth/config/plataforma/bannersCustom/delete/:tenant/:id'),
  order: apiPath('/api/auth/config/plataforma/bannersCustom/order'),
  settings: apiPath('/api/auth/config/plataforma/update_banner_settings'),
  /** A one-time link to PUT a banner video to (the PUT itself is platformPaths.videoUpload). */
  videoLink: apiPath('/api/auth/config/plataforma/bannersCustom/upload-video/create-link-upload-video'),
  /** A banner video upload's status (path chosen by Trilha). */
  videoStatus: apiPath('/api/auth/config/plataforma/bannersCustom/upload-video/:id'),
};
