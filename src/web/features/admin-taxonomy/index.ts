/** The back office's Categories, Banners and Import / export screens (issue 14, docs/decisions/022). */
export { BannersScreen } from './banners-screen';
export { CategoriesScreen } from './categories-screen';
export { ImportExportScreen } from './import-export-screen';
export { ImagePicker } from './image-picker';
