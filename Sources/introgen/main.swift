print("introgen: coming soon")
