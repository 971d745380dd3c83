:- use_module(library(lists)).
0.3::e0(2,3).
0.75::e1(3,2).
0.2::e1(2,2); 0.2::e1(1,1); 0.1::e1(3,3).
0.5::e2(1,2).
0.8::e2(3,1).
0.9::e3(2).
0.3::e3(2); 0.3::e3(3); 0.3::e3(1).
p00(X) :- e0(1,Y), e1(Y,Y), between(1,3,X), call(e3, X).
p00(Y) <- e3(Y), e2(X,1), e3(X), not e1(X,Y).
p00(X) :- p01(Z), between(1,3,X), W is X + 3, W < 5.
p01(2) :- e0(Z,X), findall(V, e1(X,V), L), sum_list(L, T), T > 2, findall(V, e2(3,V), L), L \= [].
0.3::p01(X) :- p00(Y), between(1,3,X).
p01(X) :- p00(Y), e3(Z), between(1,3,X), Z \== Z, not e3(X).
P::p10(Y) :- (p01(2), e3(Z), p01(Y), not e0(Z,Z)), P is Y / 4.
0.1::p10(X) :- e3(Y), between(1,3,X).
p10(Y) :- p00(3), e0(Y,Y), not e1(Y,Y), \+ p00(Y).
query(p10(2)).
query(e3(X)).
