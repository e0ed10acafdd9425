// Shared helpers for GalleryTests live here.
