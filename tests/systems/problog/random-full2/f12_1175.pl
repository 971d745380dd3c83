:- use_module(library(lists)).
0.3::e0(1).
0.3::e0(1); 0.3::e0(2).
0.5::e1(2).
0.75::e1(1).
0.7::e2(2,1).
0.8::e2(3,2).
0.1::p00(3,3) :- e2(2,3), e1(Y), p00(X,X), findall(V, e2(Y,V), L), L = [].
0.75::p00(Y,Y) :- e0(Y), e2(X,Y), p00(Y,X).
p00(X,X) :- e2(X,Z).
p01(X) :- X == 2, p01(Z), e1(X), e2(X,Z).
0.7::p01(Y) :- X \== 2, e2(X,2), e0(X), e1(2), between(1,3,Y), findall(V, e2(Y,V), L), L \= [].
p10(Y,2) :- e0(Z), e1(3), between(1,3,Y).
P::p10(Y,X) :- (e1(2), between(1,3,X), between(1,3,Y), findall(V, e1(V), L), sum_list(L, T), T > 2, W is Y + 2, W < 5), P is X / 4.
p20 :- p10(2,Y), p00(3,Y).
p20 :- p20, p20, T =.. [g, 2], T \== g(0).
p20 :- p20, p01(X), p01(3).
p21(Y) :- p01(Y), not p10(Y,Y).
p21(X) :- p00(3,1), e0(X), e0(Z).
0.7::p21(1) <- p21(X), e0(1), p00(Y,X).
query(e1(3)).
query(p21(Y)).
query(p10(Y,X)).
query(\+ p10(3,1)).
