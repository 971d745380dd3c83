:- use_module(library(lists)).
0.8::e0(1).
e0(2).
0.2::e1.
0.75::e2(3,1).
0.5::e2(3,2).
0.75::e2(2,1).
0.7::p00(Y) :- p00(X), between(1,3,Y), not e2(Y,1).
\+p00(X) :- e1, between(1, 3, X).
0.7::p10 :- p10, e1, p10, findall(V, e2(2,V), L), length(L, N), N >= 2.
p10 :- p00(X), e1, W is X + 1, W < 5, findall(V, p00(V), L), L \= [].
p20(2) :- p20(3).
p20(Y) :- p10, p10, e2(1,Y), call(p00, Y), \+ e0(Y).
p20(3) :- e2(Z,Z), findall(V, p00(V), L), length(L, N), N >= 2.
\+p20(2) :- e1.
p21(Y) <- p00(Y), e1, W is Y + 3, W < 5, Y >= 1.
0.9::p21(Y) :- (p20(Z), p21(Y), not p00(Z)) ; (e1, e1, e0(Y)).
0.25::p21(3) :- e1.
query(e0(3)).
query(e0(X)) :- between(1,2,X).
