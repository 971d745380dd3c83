:- use_module(library(lists)).
e0(2,1).
0.9::e1(1).
0.4::e1(3).
0.9::e2(2,2).
0.9::e2(3,3).
0.6::e2(1,3).
0.1::e2(1,1); 0.3::e2(2,2).
e3(1).
P::p00(X) <- (X == 3, e1(1), between(1,3,X), X =\= 2), P is X / 4.
0.7::p10(X) :- p10(Y), between(1,3,X).
p20 :- e1(2), e1(2), \+ e0(3,2), findall(V, e1(V), L), sum_list(L, T), T > 2.
p20 :- p00(Y), e1(Z).
0.3::p20 :- p20, e2(1,3), p10(1).
p21 :- p00(X), T =.. [g, X], T \== g(0), call(e3, X).
p21 :- e1(X), p10(Z), Z < 2, findall(V, e2(1,V), L), L \= [].
p21 :- (p10(Z), findall(V, e2(3,V), L), L = []) ; (e3(X), e2(X,X), e1(Z)).
query(p00(Y)).
query(e2(Y,Y)).
