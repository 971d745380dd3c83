:- use_module(library(lists)).
0.6::e0(2).
0.3::e1(1,3).
0.3::e1(3,3); 0.1::e1(1,1); 0.3::e1(2,2).
0.7::e2(1).
p00 :- (e2(2), p00) ; (e1(X,X)).
p00 :- e0(1), p00, findall(V, e1(1,V), L), sum_list(L, T), T > 2.
p00 :- (e1(3,X), p00, e1(X,Y), \+ e1(X,Y)) ; (p00).
p10(1) :- e2(Y), e0(3).
p11(Y) :- e1(Y,2), \+ e1(Y,2).
p11(2) :- e2(2).
p20(X,Y) :- p11(3), e1(X,1), between(1,3,Y).
p20(1,X) :- p00, between(1,3,X), T =.. [g, X], T \== g(0), findall(V, e1(X,V), L), L \= [].
p21(1) :- (p10(Z), Z \= Z) ; (p10(3), e2(2), e2(Y)).
0.25::p21(Y) :- p11(2), p21(Y), Y = Y, Y < 3.
0.9::p21(X) :- p10(Z), between(1,3,X), T =.. [g, X], T \== g(0), W is X + 3, W < 5.
p30(Y,Y) :- (p11(X), between(1,3,Y)) ; (p30(1,X), between(1,3,Y)).
p30(2,X) :- (e1(Y,2), p30(1,2), p11(3), between(1,3,X)) ; (X \== 1, e0(Y), p21(Y), between(1,3,X), not p11(X)).
query(e0(2)).
query(p21(Y)).
query(e1(X,X)) :- between(1,2,X).
