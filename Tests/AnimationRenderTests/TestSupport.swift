// Shared helpers for AnimationRenderTests live here.
