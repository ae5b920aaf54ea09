print("bench: coming soon")
