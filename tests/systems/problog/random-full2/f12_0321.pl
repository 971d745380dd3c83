:- use_module(library(lists)).
e0(1).
0.75::e1(3).
0.3::e1(2).
e2(1,2).
0.3::e2(2,2); 0.3::e2(1,1).
e3(3,3).
0.3::e3(3,3); 0.1::e3(1,1); 0.3::e3(2,2).
p00(X) :- (e1(X), e0(X), e0(X), X @< f(1), findall(V, e0(V), L), sum_list(L, T), T > 2) ; (e0(2), e2(X,Y), e1(Z)).
P::p00(X) <- (e3(3,Z), e1(1), e1(Z), between(1,3,X), compare(O, Z, 3)), P is X / 4.
p00(X) :- e1(X), p00(X), findall(V, e0(V), L), L \= [].
p10(2,X) :- e1(Z), p00(Z), between(1,3,X), compare(O, X, 3).
p10(X,X) <- (e0(Y), e0(Y), between(1,3,X)) ; (e3(3,2), e0(Z), p10(Z,2), between(1,3,X), T =.. [g, X], T \== g(0), Z =:= 2).
0.6::p20(X) :- e2(3,2), between(1,3,X), X =:= 2.
p30 :- e2(Z,X), p20(X).
p30 :- p00(Z), e0(Z), Z @< a, not e3(Z,Z).
query(p00(X)).
query(p30).
query(e3(1,X)).
