// The PlaygroundKit module; see the README for its role.
