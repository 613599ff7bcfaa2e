import TaproomServer

await ServerRunner.main()
