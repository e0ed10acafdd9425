// Shared helpers for PlaygroundTests live here.
