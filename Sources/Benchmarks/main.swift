import Foundation

// The benchmark executable: `swift run -c release Benchmarks --help`.
let options = BenchmarkOptions.parse(CommandLine.arguments.dropFirst())
BenchmarkRunner(options: options).run()
