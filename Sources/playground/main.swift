import PlaygroundKit

// The playground app: the built-in gallery (see `PlaygroundApp` for the command line).
PlaygroundApp.main()
