#!/usr/bin/env python3
# Rewrites every C++ block of README.md and docs/*.md that follows a `<!-- snippet: PATH[#NAME] -->`
# line with the text it names (tests/library/snippets.cpp checks that they agree). Run from the
# repository root after editing a snippet source: python3 scripts/sync-doc-snippets.py
import glob
def region(path,name):
    lines=open(path).read().split('\n')
    b=[i for i,l in enumerate(lines) if l.strip()=='// [snippet %s]'%name][0]
    e=[i for i,l in enumerate(lines) if l.strip()=='// [/snippet %s]'%name][0]
    reg=lines[b+1:e]
    ind=min(len(l)-len(l.lstrip(' ')) for l in reg if l.strip())
    return '\n'.join(l[ind:] if l.strip() else '' for l in reg)+'\n'
for md in ['README.md']+glob.glob('docs/*.md'):
    parts=open(md).read().split('\n'); out=[]; i=0
    while i<len(parts):
        if parts[i]=='```cpp' and out and out[-1].startswith('<!-- snippet: '):
            ref=out[-1][len('<!-- snippet: '):-4]
            path,_,name=ref.partition('#')
            text=open(path).read() if not name else region(path,name)
            out.append('```cpp'); out.extend(text.rstrip('\n').split('\n'))
            j=i+1
            while parts[j]!='```': j+=1
            out.append('```'); i=j+1; continue
        out.append(parts[i]); i+=1
    open(md,'w').write('\n'.join(out))
