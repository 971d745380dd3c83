% Terms print as ProbLog prints them: operators as written, lists, quoted atoms and strings.
p(1+2). p(3 mod 2). p((a,b)). p('<'). p(-(1)). p(- 1). p(1-(-1)). p(a-(b-c)). p((a-b)-c).
p([a|b]). p([1,2]). p(-(-(a))). p(1*(2+3)). p('hello world'). p("str"). p(f(-)). p(- a).
p('A'). p([]). p(f((a;b))). p(a=b). p(1.0e10). p(2-1). p(a:b:c). p(((a;b),c)). p(1 + (a,b)).
p(((a,b),c)). p((a->b;c)). p(a=(b=c)). p(1+(2+3)). p(2^3^4). p((2^3)^4). p(- (-1)). p(a- -1).
p(1 rem 2). p(a xor b). p(f(a=b)). p([a=b,c]). p(1 is 2). p(-(2.5)). p(2.5e-3).
q(X) :- X is 2^3*2.
r(X) :- X is - 2^2.
query(p(_)). query(q(_)). query(r(_)).
