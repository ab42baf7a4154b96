import math,collections,sys
def load(f):
    d={}
    for l in open(f):
        if l.startswith('#') or not l.strip(): continue
        t=l.split()
        if t[2].isdigit(): t.insert(2,'allreduce')
        d[(t[0],t[1],t[2],int(t[3]))]=float(t[5])
    return d
o=[load('latency_060_p1.txt'),load('latency_060_p2.txt')]
n=[load('latency_new_p1.txt'),load('latency_new_p2.txt')]
keys=sorted(set(o[0])&set(n[0]))
out=open('allreduce_060_vs_new.csv','w'); out.write('mode,api,bytes,p50_060_us,p50_new_us,new_over_060\n')
stats=collections.defaultdict(list)
for k in keys:
    if k[2]!='allreduce' or k[0]=='isolated-floor': continue
    a=(o[0][k]+o[1][k])/2; b=(n[0][k]+n[1][k])/2
    out.write(f'{k[0]},{k[1]},{k[3]},{a:.1f},{b:.1f},{b/a:.3f}\n')
    stats[k[0]].append(b/a)
for m,v in stats.items():
    print(m,len(v),'min %.3f max %.3f geomean %.3f'%(min(v),max(v),math.exp(sum(map(math.log,v))/len(v))))
