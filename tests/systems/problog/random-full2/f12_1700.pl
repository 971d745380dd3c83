:- use_module(library(lists)).
0.1::e0(2).
0.7::e0(3).
0.1::e0(1); 0.1::e0(2); 0.2::e0(3).
0.8::e1(3,3).
0.4::e1(2,3).
0.3::p00(X) :- p00(Y), between(1,3,X), X @< a, not e0(1).
P::p01(Y) :- (p00(2), e0(Y), findall(V, e0(V), L), L = [], findall(V, e0(V), L), length(L, N), N >= 2), P is Y / 4.
p10(X) :- p11(Y,Z), p01(1), e0(Y), between(1,3,X), findall(V, e0(V), L), L = [].
p10(X) :- X \== 1, p11(2,Z), e1(Z,Z), between(1,3,X), findall(V, e1(X,V), L), L \= [].
P::p11(2,Y) <- ((p11(Y,Y)) ; (Y \== 2, p00(Y), findall(V, e0(V), L), sum_list(L, T), T > 2)), P is Y / 4.
p11(X,X) :- p11(X,2), e1(Y,3).
p20 :- (p10(Z), p01(X), not p01(Z), \+ p11(1,3)) ; (p01(X), e1(X,X), e0(2)).
query(p20).
query(p20).
query(e1(2,Y)).
query(p01(X)) :- between(1,2,X).
