print("playground: not built yet")
