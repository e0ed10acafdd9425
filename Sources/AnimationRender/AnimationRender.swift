// The AnimationRender module; see the README for its role.
