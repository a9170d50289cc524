print("transit")
