import TaproomCLI

await CommandRunner.main(arguments: Array(CommandLine.arguments.dropFirst()))
