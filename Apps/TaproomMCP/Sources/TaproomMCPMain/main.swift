import TaproomMCP

await TaproomMCPCommand.serve()
