#!/usr/bin/env node
console.log('defcomp: usage: defcomp <command>');
