:- use_module(library(lists)).
e0(1,3).
0.2::e0(3,3); 0.2::e0(2,2).
0.2::e1(1); 0.3::e1(2).
e2(3,3).
e2(3,2).
0.2::e2(2,2); 0.3::e2(3,3).
p00(Y,Y) :- e2(1,2), e1(Y), Y @< 3, W is Y + 1, W < 5.
p00(3,Y) :- e0(X,Y), e2(X,Y).
p10(2) :- p00(X,X), e1(X), e0(Y,Y), findall(V, e0(X,V), L), L \= [].
p10(Y) :- e2(3,3), p10(X), p10(X), between(1,3,Y).
p20 :- (e1(X)) ; (p00(X,Z), not p00(3,X), Z @>= 3).
0.4::p21 :- p00(X,Y), p20, p21.
p21 :- p00(Y,X), Y =\= 3, findall(V, e2(Y,V), L), sum_list(L, T), T > 2.
p21 :- p00(2,Y), e2(X,3), p20, not p00(Y,X).
p30(Y) :- X \== 3, p00(Y,X), p00(Y,X).
p31(Y) :- p30(Z), between(1,3,Y).
p31(X) :- p31(Z), between(1,3,X), \+ e0(X,1).
0.1::p31(1) :- p00(2,X), e0(X,Z), e1(Z).
query(p10(2)).
query(p10(3)).
query(e2(X,X)).
query(e2(X,X)) :- between(1,2,X).
evidence(e0(1,1), false).
