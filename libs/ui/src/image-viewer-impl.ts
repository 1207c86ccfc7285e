import './antd-setup';
import ImageViewer from 'antd-mobile/es/components/image-viewer';

export function show(images: readonly string[], index: number): void {
  // One viewer at a time: a second tap while one is open replaces it instead of stacking.
  ImageViewer.clear();
  ImageViewer.Multi.show({
    images: [...images],
    defaultIndex: Math.min(Math.max(index, 0), images.length - 1),
  });
}
