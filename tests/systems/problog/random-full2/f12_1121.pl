:- use_module(library(lists)).
0.6::e0(3,3).
e0(1,2).
0.4::e1(2).
0.3::e1(3).
0.1::e1(1); 0.1::e1(3).
p00 :- (e1(Z), p00, T =.. [g, Z], T \== g(0)) ; (e0(Y,Z), e0(X,Z), compare(O, X, 2), Z >= 1).
p00 :- (p00) ; (e0(Z,1), p00, Z @< a, findall(V, e0(Z,V), L), sum_list(L, T), T > 2).
P::p10(X) :- ((p10(Y), between(1,3,X), W is X + 3, W < 5) ; (p00, e1(Y), between(1,3,X), call(e0, Y, Y), \+ e1(2))), P is X / 4.
p20(Y,X) :- e0(X,3), p10(X), between(1,3,Y), call(e1, Y).
p20(X,Y) :- (p00, p10(Y), between(1,3,X), Y \== Y) ; (e1(Y), p20(2,Y), between(1,3,X)).
p20(Y,Y) :- e1(Y), e1(Y), e0(Z,3), Z == Z, findall(V, p10(V), L), L = [].
query(p10(Y)).
query(e1(2)).
query(\+ e1(2)).
