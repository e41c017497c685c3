// placeholder entry; commands are added by the map-schema and engine work
console.log("pudding: no commands yet");
